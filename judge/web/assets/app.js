// gridjudge web UI behaviour, all optional (every page works without it): the live progress of
// a submission being judged, the rejudge form, and filter menus that apply when changed.
// Text from the server is only ever set through textContent, never parsed as HTML.
"use strict";

const KNOWN_VERDICTS = new Set(["AC", "PE", "WA", "OLE", "RE", "MLE", "TLE", "CE", "IE"]);

function verdictBadge(verdict) {
  const badge = document.createElement("span");
  badge.className = "badge v-" + (KNOWN_VERDICTS.has(verdict) ? verdict : "none");
  badge.textContent = verdict;
  return badge;
}

// Polls /api/submissions/ID/progress until the judge is done, then reloads to show the results.
function followProgress(box) {
  const bar = box.querySelector("progress");
  const text = box.querySelector(".live-text");
  const verdicts = box.querySelector(".live-verdicts");
  const url = "/api/submissions/" + box.dataset.submission + "/progress";
  async function poll() {
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) throw new Error("HTTP " + response.status);
      const progress = await response.json();
      if (progress.status === "done") {
        location.reload();
        return;
      }
      if (progress.stage === "testing" && progress.test_count > 0) {
        bar.max = progress.test_count;
        bar.value = progress.verdicts.length;
        text.textContent = "running test " + progress.test + " of " + progress.test_count;
      } else {
        bar.removeAttribute("value");
        text.textContent = progress.stage + "\u2026";
      }
      verdicts.replaceChildren(...progress.verdicts.map(verdictBadge));
    } catch (error) {
      text.textContent = "cannot reach the server (" + error.message + "), retrying\u2026";
    }
    setTimeout(poll, 700);
  }
  poll();
}

// Sends the token as a Bearer header and opens the new submission, which then shows progress.
function setUpRejudge(form) {
  const message = form.querySelector(".rejudge-message");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.textContent = "";
    try {
      const response = await fetch("/api/rejudge", {
        method: "POST",
        headers: {
          "Authorization": "Bearer " + form.elements.token.value,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ submission: Number(form.dataset.submission) }),
      });
      const answer = await response.json();
      if (response.status === 202) {
        location.assign("/submissions/" + answer.id);
        return;
      }
      message.textContent = answer.error || "HTTP " + response.status;
    } catch (error) {
      message.textContent = "cannot rejudge: " + error.message;
    }
  });
}

for (const box of document.querySelectorAll("#live")) followProgress(box);
for (const form of document.querySelectorAll("form#rejudge")) setUpRejudge(form);
for (const select of document.querySelectorAll("form.filters select")) {
  select.addEventListener("change", () => select.form.requestSubmit());
}
