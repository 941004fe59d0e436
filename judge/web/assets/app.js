// gridjudge web UI behaviour, all optional (every page works without it): the live progress of
// a submission being judged, the rejudge form, filter menus that apply when changed, and on the
// contest pages the live scoreboard, the team's submissions' status and the clock.
// Text from the server is only ever set through textContent, never parsed as HTML, with one
// exception: the scoreboard's table, which the server sends already escaped (the same HTML as
// the page it replaces) and which is parsed inert (DOMParser runs no script; the page's
// Content-Security-Policy allows none inline either).
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

// Replaces the scoreboard's table each time the server sends a new one (Server-Sent Events; the
// browser reconnects by itself when the stream ends, and after a refusal this tries again).
function followScoreboard(box) {
  let source = null;
  function open() {
    source = new EventSource(box.dataset.events);
    source.addEventListener("scoreboard", (event) => {
      const parsed = new DOMParser().parseFromString(event.data, "text/html");
      const table = parsed.querySelector("table.scoreboard");
      if (table) box.replaceChildren(document.adoptNode(table));
      box.dataset.updates = String(Number(box.dataset.updates || 0) + 1);
    });
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) setTimeout(open, 5000);
    });
  }
  open();
}

// Polls the team's own rows while any is still queued or being judged, and updates their status
// and feedback cells in place.
function followOwnSubmissions(table) {
  async function poll() {
    if (!table.querySelector("tr.pending")) return;
    try {
      const response = await fetch(table.dataset.poll, { cache: "no-store" });
      if (response.ok) {
        for (const row of await response.json()) {
          const line = table.querySelector('tr[data-id="' + Number(row.id) + '"]');
          if (!line) continue;
          const badge = line.querySelector("td.status .badge");
          badge.textContent = row.status;
          badge.className = "badge status " + (row.final && KNOWN_VERDICTS.has(row.status)
            ? "v-" + row.status : "v-none");
          line.querySelector("td.feedback").textContent = row.feedback;
          line.classList.toggle("pending", !row.final);
        }
      }
    } catch (error) {
      // The server is busy or restarting: the next poll tries again.
    }
    setTimeout(poll, 1500);
  }
  poll();
}

// Counts the time left down each second (the server's figure, taken when the page was made).
function runClock(clock) {
  const end = Date.now() + Number(clock.dataset.left) * 1000;
  function tick() {
    const left = Math.max(0, Math.round((end - Date.now()) / 1000));
    const h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60, s = left % 60;
    const two = (n) => String(n).padStart(2, "0");
    clock.textContent = (h ? h + " h " + two(m) : m) + " min " + two(s) + " s left";
    if (left > 0) setTimeout(tick, 1000);
  }
  tick();
}

for (const box of document.querySelectorAll("#live")) followProgress(box);
for (const box of document.querySelectorAll("#scoreboard[data-events]")) followScoreboard(box);
for (const table of document.querySelectorAll("table.contest-submissions[data-poll]")) {
  followOwnSubmissions(table);
}
for (const clock of document.querySelectorAll(".contest-bar .clock[data-left]")) runClock(clock);
for (const form of document.querySelectorAll("form#rejudge")) setUpRejudge(form);
for (const select of document.querySelectorAll("form.filters select")) {
  select.addEventListener("change", () => select.form.requestSubmit());
}
