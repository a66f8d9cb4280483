"""Write the labelled goal-check set (``conversations.jsonl``) from the scenarios below and ``phrases.py``.

    python bench/goal_set/build.py          # rewrites bench/goal_set/conversations.jsonl

Each conversation: ``id``, ``language``, ``trap``, ``goals`` (templates), ``values``, ``options`` (every
possible value per variable, for the wrong-value rule) and ``turns`` — one label per bot turn: ``reached`` is
True from the first reply after which a careful reader would say the whole goal is delivered (and stays True
when the user keeps talking). Traps: ``clean``, ``agree_not_done``, ``wrong_value``, ``partial``,
``reached_early``, ``handoff``, ``keeps_talking``. The values are drawn with a fixed seed, so the file is
reproducible.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from phrases import LANGUAGES

PIZZAS = ("margherita", "pepperoni", "funghi", "capricciosa")
PEOPLE = ("2", "3", "4", "5", "6")
TIMES = ("19:00", "20:00", "21:00")
Turn = tuple[str, str, bool]


def _pizza(p: dict[str, Any], v: dict[str, str], trap: str) -> tuple[list[str], list[Turn]]:
    f = {k: v[k] for k in ("size", "pizza", "wrong", "ref", "minutes")}
    say: Callable[[str], str] = lambda key: p[key].format(**f)  # noqa: E731
    goals = [p["goal_pizza"]]
    if trap == "clean":
        return goals, [
            (say("u_open"), say("b_which"), False),
            (say("u_choice"), say("b_summary"), False),
            (say("u_yes"), say("b_done"), True),
        ]
    if trap == "agree_not_done":
        return goals, [
            (say("u_choice"), say("b_agree"), False),
            (say("u_do"), say("b_agree2"), False),
            (say("u_wait"), say("b_else"), False),
        ]
    if trap == "wrong_value":
        wrong = dict(f, size=v["wrong"], wrong=v["size"])
        return goals, [(say("u_choice"), p["b_done"].format(**wrong), False), (say("u_said"), say("b_fixed"), True)]
    if trap == "partial":
        goals.append(p["goal_delivery"])
        return goals, [
            (say("u_choice"), say("b_summary"), False),
            (say("u_yes"), say("b_done"), False),
            (say("u_delivery"), say("b_delivery"), True),
        ]
    if trap == "partial_never":
        goals.append(p["goal_delivery"])
        return goals, [
            (say("u_choice"), say("b_summary"), False),
            (say("u_yes"), say("b_done"), False),
            (say("u_delivery"), say("b_else"), False),
        ]
    if trap == "reached_early":
        return goals, [(say("u_choice"), say("b_done"), True), (say("u_chat"), say("b_chat"), True)]
    if trap == "handoff":
        return goals, [(say("u_choice"), say("b_handoff"), False), (say("u_wait"), say("b_handoff2"), False)]
    return goals, [
        (say("u_open"), say("b_which"), False),
        (say("u_choice"), say("b_done"), True),
        (say("u_chat"), say("b_chat"), True),
        (say("u_bye"), say("b_bye"), True),
    ]


def _table(p: dict[str, Any], v: dict[str, str], trap: str) -> tuple[list[str], list[Turn]]:
    f = {"people": v["people"], "time": v["time_said"], "wrong": v["wrong_people"], "ref": v["ref"]}
    say: Callable[[str], str] = lambda key: p[key].format(**f)  # noqa: E731
    goals = [p["goal_table"]]
    if trap == "clean":
        return goals, [(say("t_open"), say("t_which"), False), (say("t_details"), say("t_done"), True)]
    if trap == "agree_not_done":
        return goals, [
            (say("t_details"), say("t_agree"), False),
            (p["u_do"], say("t_agree2"), False),
            (p["u_wait"], say("t_done"), True),
        ]
    if trap == "wrong_value":
        return goals, [(say("t_details"), say("t_wrong"), False), (say("t_fix"), say("t_fixed"), True)]
    if trap == "reached_early":
        return goals, [(say("t_details"), say("t_done"), True), (p["u_bye"], p["b_bye"], True)]
    if trap == "handoff":
        return goals, [(say("t_details"), say("t_handoff"), False), (p["u_wait"], p["b_else"], False)]
    return goals, [
        (say("t_open"), say("t_which"), False),
        (say("t_details"), say("t_done"), True),
        (p["u_chat"], p["b_chat"], True),
        (p["u_bye"], p["b_bye"], True),
    ]


def _status(p: dict[str, Any], v: dict[str, str], trap: str) -> tuple[list[str], list[Turn]]:
    f = {"order": v["order"], "wrong": v["wrong_order"], "date": v["date_said"]}
    say: Callable[[str], str] = lambda key: p[key].format(**f)  # noqa: E731
    goals = [p["goal_status"]]
    if trap == "clean":
        return goals, [(say("s_open"), say("s_which"), False), (say("s_number"), say("s_answer"), True)]
    if trap == "agree_not_done":
        return goals, [(say("s_number"), say("s_agree"), False), (p["u_wait"], p["b_else"], False)]
    if trap == "wrong_value":
        return goals, [(say("s_number"), say("s_wrong"), False), (say("s_fix"), say("s_answer"), True)]
    if trap == "reached_early":
        return goals, [(say("s_number"), say("s_answer"), True), (p["u_bye"], p["b_bye"], True)]
    if trap == "handoff":
        return goals, [(say("s_open"), say("s_which"), False), (say("s_number"), say("s_handoff"), False)]
    return goals, [
        (say("s_open"), say("s_which"), False),
        (say("s_number"), say("s_answer"), True),
        (p["u_chat"], p["b_chat"], True),
        (p["u_bye"], p["b_bye"], True),
    ]


SCENARIOS = (
    ("pizza", "clean"),
    ("table", "clean"),
    ("status", "clean"),
    ("pizza", "agree_not_done"),
    ("table", "agree_not_done"),
    ("pizza", "wrong_value"),
    ("rotate", "wrong_value"),
    ("pizza", "partial"),
    ("pizza", "partial_never"),
    ("rotate", "reached_early"),
    ("rotate", "handoff"),
    ("rotate", "keeps_talking"),
)
BUILDERS = {"pizza": _pizza, "table": _table, "status": _status}


def _values(p: dict[str, Any], rng: random.Random) -> dict[str, str]:
    size, wrong = rng.sample(p["sizes"], 2)
    people, wrong_people = rng.sample(PEOPLE, 2)
    time = rng.choice(TIMES)
    hour = int(time[:2])
    order, wrong_order = f"B-{rng.randint(10, 99)}", ""
    wrong_order = f"B-{order[-1]}{order[-2]}" if order[-1] != order[-2] else f"B-{int(order[2:]) + 1}"
    return {
        "size": size,
        "wrong": wrong,
        "pizza": rng.choice(PIZZAS),
        "ref": str(rng.randint(1000, 9999)),
        "minutes": str(rng.choice((20, 30, 40))),
        "people": people,
        "wrong_people": wrong_people,
        "time": time,
        "time_said": p["time"].format(h24=hour, h12=hour - 12),
        "order": order,
        "wrong_order": wrong_order,
        "date_said": p["date"].format(day=rng.randint(2, 28)),
    }


def build() -> list[dict[str, Any]]:
    """Every conversation of the set."""
    rng = random.Random(11)
    out = []
    for lang_index, (language, p) in enumerate(LANGUAGES.items()):
        for slot, (domain, trap) in enumerate(SCENARIOS):
            if domain == "rotate":
                domain = ("table", "status", "pizza")[(lang_index + slot) % 3]
            v = _values(p, rng)
            goals, turns = BUILDERS[domain](p, v, trap)
            values = {
                "pizza": {"size": [v["size"]], "pizza": [v["pizza"]]},
                "table": {"people": [v["people"]], "time": [v["time"]]},
                "status": {"order": [v["order"]]},
            }[domain]
            options = {"size": list(p["sizes"]), "pizza": list(PIZZAS), "people": list(PEOPLE), "time": list(TIMES)}
            out.append(
                {
                    "id": f"{language[:2].lower()}-{slot:02d}-{domain}-{trap}",
                    "language": language,
                    "domain": domain,
                    "trap": "partial" if trap == "partial_never" else trap,
                    "goals": goals,
                    "values": values,
                    "options": {k: o for k, o in options.items() if k in values},
                    "turns": [{"user": u, "assistant": a, "reached": r} for u, a, r in turns],
                }
            )
    return out


if __name__ == "__main__":
    target = Path(__file__).with_name("conversations.jsonl")
    rows = build()
    target.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    print(f"{len(rows)} conversations, {sum(len(r['turns']) for r in rows)} bot turns -> {target}")
