#!/usr/bin/env python3
"""A compile-engine bot in Python, with the standard library only.

It speaks JSON Lines on stdin/stdout, one object a line (docs/writing-a-bot.md, "Bots in any
language"): the engine sends {"type": "start"}, then {"type": "decide", ...} for each of its
decisions, which it answers with {"index": i}, then {"type": "end"}. One program plays every game
of its worker thread, for either seat, so it keeps its memory per (game, seat).

Play it:  npx compile-engine sim --bots "cmd:python3 examples/python_bot.py,random" --games 100

How it plays: the face-up play that adds most to a line it does not lead yet, else a face-down
play into its weakest line, else the first legal action (the engine's order: refresh and prompt
answers are well defined); ties go to its seeded generator, so that a run replays exactly.
"""
import json
import random
import sys


def value_of(card):
    """The printed value in a card's name: "Fire 3" -> 3 (an unnamed card counts 0)."""
    try:
        return int(str(card).rsplit(" ", 1)[1])
    except (IndexError, ValueError):
        return 0


def worth(action, me, them, hand):
    """How much a legal action helps, from the seat's own view."""
    if action.get("type") != "play" or "line" not in action or action.get("from") is not None:
        return 0.0
    line = action["line"]
    behind = them["totals"][line] - me["totals"][line]
    added = value_of(hand[action["index"]]) if action.get("face") == "up" and hand else 2
    leading_already = me["totals"][line] >= 10 and behind < 0
    return added + max(0, behind) / 2 - (5 if leading_already else 0)


def decide(request, rng):
    legal = request["legalActions"]
    view = request["view"]
    seat = request["seat"]
    me = view["players"][seat]
    them = view["players"][1 - seat]
    hand = me.get("hand") or []
    scores = [worth(a, me, them, hand) + rng.random() / 100 for a in legal]
    return max(range(len(legal)), key=lambda i: scores[i])


def main():
    games = {}
    for line in sys.stdin:
        message = json.loads(line)
        key = (message.get("game"), message.get("seat"))
        kind = message["type"]
        if kind == "start":
            games[key] = random.Random(message["seed"])
        elif kind == "decide":
            rng = games.setdefault(key, random.Random(0))
            print(json.dumps({"index": decide(message, rng)}), flush=True)
        elif kind == "end":
            games.pop(key, None)


if __name__ == "__main__":
    main()
