"""The campaign's missions as a graph (DESIGN.md, "Campaign file"): which missions the
start reaches, and from which the campaign can never end (a loop with no way out)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.campaign.model import END

# mission id -> its next missions, in the order of its `next`; END for an outcome that ends
Links = Mapping[str, Sequence[str]]


def reachable(start: str, links: Links) -> list[str]:
    """The missions the start leads to (the start first), breadth first."""
    if start not in links:
        return []
    seen = [start]
    known = {start}
    at = 0
    while at < len(seen):
        for target in links.get(seen[at], ()):
            if target in links and target not in known:
                known.add(target)
                seen.append(target)
        at += 1
    return seen


def can_end(links: Links, ends_anyway: set[str]) -> set[str]:
    """The missions from which some path reaches the end: a link to END, or a mission in
    `ends_anyway` (an outcome it names no next mission for)."""
    back: dict[str, list[str]] = {}
    for source, targets in links.items():
        for target in targets:
            back.setdefault(target, []).append(source)
    done = {m for m, targets in links.items() if END in targets} | (ends_anyway & set(links))
    todo = list(done)
    while todo:
        for source in back.get(todo.pop(), ()):
            if source not in done:
                done.add(source)
                todo.append(source)
    return done


def trapped_loop(mission: str, links: Links, trapped: set[str]) -> list[str]:
    """A loop the campaign falls into from `mission` (every mission of it trapped): the
    path from `mission` until a mission repeats, that mission last."""
    path = [mission]
    seen = {mission}
    while True:
        step = next((t for t in links.get(path[-1], ()) if t in trapped), None)
        if step is None:
            return path
        path.append(step)
        if step in seen:
            return path
        seen.add(step)
