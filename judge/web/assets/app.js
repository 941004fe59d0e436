// gridjudge web UI behaviour, all optional (every page works without it): the live progress of
// a submission being judged, the rejudge form, filter menus that apply when changed, and on the
// contest pages the live scoreboard, the team's submissions' status and the clock.
// Text from the server is only ever set through textContent, never parsed as HTML, with one
// exception: the scoreboard's table and its rows, which the server sends already escaped (the
// same HTML as the page it replaces) and which are parsed inert (DOMParser runs no script; the page's
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

// Rows of table HTML sent by the server (already escaped), parsed inert.
function parseRows(html) {
  const parsed = new DOMParser().parseFromString(
    "<table><tbody>" + html + "</tbody></table>", "text/html");
  return Array.from(parsed.querySelectorAll("tbody > tr[data-team]"));
}

// A "scoreboard-delta" event's data applied to the table: each row sent replaces the team's row
// (or comes in, for a new team), then, when the order or a rank moved, the rows are put in the
// new order with their new ranks, and a team no longer on the board leaves it.
function applyScoreboardDelta(table, delta) {
  const body = table.tBodies[0];
  const rowOf = new Map();
  for (const row of body.rows) rowOf.set(row.dataset.team, row);
  for (const fresh of parseRows(delta.rows.join(""))) {
    const row = document.adoptNode(fresh);
    const old = rowOf.get(row.dataset.team);
    if (old) old.replaceWith(row); else body.append(row);
    rowOf.set(row.dataset.team, row);
  }
  if (delta.order) {
    const ordered = delta.order.map((team) => rowOf.get(team)).filter(Boolean);
    body.replaceChildren(...ordered);
    delta.order.forEach((team, i) => {
      const rank = rowOf.get(team)?.querySelector("td.rank");
      if (rank) rank.textContent = String(delta.ranks[i]);
    });
  }
}

// Keeps the scoreboard's table live (Server-Sent Events): the server sends the whole table on
// connect, then only what changed. A delta must start from the board this page holds (its
// event id); otherwise the stream is opened again, which sends the whole table. The browser
// reconnects by itself when the stream ends, and after a refusal this tries again.
function followScoreboard(box) {
  let source = null;
  let held = null;  // the id of the board the table shows, as the stream sent it
  function counted(name) {
    box.dataset[name] = String(Number(box.dataset[name] || 0) + 1);
  }
  function open() {
    held = null;
    source = new EventSource(box.dataset.events);
    source.addEventListener("scoreboard", (event) => {
      const parsed = new DOMParser().parseFromString(event.data, "text/html");
      const table = parsed.querySelector("table.scoreboard");
      if (table) box.replaceChildren(document.adoptNode(table));
      held = event.lastEventId;
      counted("updates");
    });
    source.addEventListener("scoreboard-delta", (event) => {
      const delta = JSON.parse(event.data);
      const table = box.querySelector("table.scoreboard");
      if (!table || held === null || delta.from !== held) {
        source.close();
        open();
        return;
      }
      applyScoreboardDelta(table, delta);
      held = event.lastEventId;
      counted("updates");
      counted("deltas");
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
