"""Result summaries: counts, shares in percent (one decimal, rounded half up) and text."""

from .ballots import Ballot
from .polls import Poll


def percent(part: int, whole: int) -> float:
    """`part` of `whole` in percent, to one decimal, halves rounded up: 1 of 16 -> 6.3."""
    if whole <= 0:
        return 0.0
    return round(100 * part / whole, 1)


def shares(counts: dict[str, int], total: int) -> dict[str, float]:
    return {o: percent(n, total) for o, n in counts.items()}


def summary(poll: Poll) -> dict:
    result = poll.result()
    eligible = len(poll.eligible)
    return {
        "title": poll.title,
        "method": poll.method,
        "state": poll.state,
        "eligible": eligible,
        "turnout": result.turnout,
        "turnout_pct": round(100 * result.turnout / eligible, 1),
        "quorum_met": result.quorum_met,
        "votes_short": poll.votes_short(),
        "blank": result.blank,
        "counts": dict(result.counts),
        "shares": shares(result.counts, result.turnout),
        "winner": result.winner,
    }


def format_summary(s: dict) -> str:
    lines = [f"{s['title']} ({s['method']}, {s['state']})",
             f"turnout {s['turnout']}/{s['eligible']} ({s['turnout_pct']:.1f}%)"]
    if not s["quorum_met"]:
        lines.append(f"quorum not met: {s['votes_short']} more vote(s) needed")
    for option, n in s["counts"].items():
        lines.append(f"  {option}: {n} ({s['shares'][option]:.1f}%)")
    if s["blank"]:
        lines.append(f"  blank: {s['blank']}")
    lines.append(f"winner: {s['winner'] or 'none'}")
    return "\n".join(lines)


def runoff_table(ballots: list[Ballot], options: list[str]) -> list[str]:
    """One line per runoff round: the first-choice counts and who drops out. The caller's
    ballots are not changed."""
    rankings = [list(b.ranking) for b in ballots if b.ranking]
    remaining = list(options)
    lines = []
    while len(remaining) > 1:
        counts = {o: 0 for o in remaining}
        for r in rankings:
            if r:
                counts[r[0]] += 1
        active = sum(counts.values())
        text = ", ".join(f"{o} {n}" for o, n in counts.items())
        if active == 0 or max(counts.values()) * 2 > active:
            lines.append(f"round {len(lines) + 1}: {text}")
            return lines
        low = min(counts.values())
        loser = [o for o in remaining if counts[o] == low][-1]
        lines.append(f"round {len(lines) + 1}: {text}; {loser} out")
        remaining.remove(loser)
        for r in rankings:
            if loser in r:
                r.remove(loser)
    lines.append(f"round {len(lines) + 1}: {remaining[0]} alone")
    return lines
