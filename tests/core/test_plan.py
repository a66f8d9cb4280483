from tests.core.support import profile
from user_sim.core.plan import plan_conversation, plan_conversations
from user_sim.core.styles import AllQuestions, ChangeLanguageStyle, LongPhrases


def test_one_plan_per_index_and_replicate_with_stable_distinct_serials(tmp_path):
    loaded = profile(tmp_path, conversation={"number": 2, "replicates": 3})
    plans = plan_conversations(loaded, 7)
    assert [p.key for p in plans] == [("pizza_order", i, r) for i in range(2) for r in range(3)]
    assert len({p.serial for p in plans}) == 6 and len({p.seed for p in plans}) == 6
    again = plan_conversations(loaded, 7)
    assert [p.serial for p in again] == [p.serial for p in plans]
    assert [p.serial for p in plan_conversations(loaded, 8)] != [p.serial for p in plans]


def test_replicates_share_the_case_but_not_the_seed(tmp_path):
    loaded = profile(tmp_path, conversation={"number": 1, "replicates": 2})
    first, second = plan_conversations(loaded, 3)
    assert first.values == second.values and first.goals == second.goals
    assert first.seed != second.seed


def test_goal_phrases_are_rendered_and_several_values_joined(tmp_path):
    user = {
        "goals": [
            "Add {{toppings}} to my pizza",
            "Which {{toppings}} are vegan?",
            {"toppings": {"type": "string", "data": ["olives", "ham", "onions"], "function": "random(2)"}},
        ]
    }
    plan = plan_conversation(profile(tmp_path, user=user), 1, 0)
    assert len(plan.values["toppings"]) == 2
    joined = ", ".join(plan.values["toppings"])
    assert plan.goals[0].text == f"Add {joined} to my pizza"
    assert plan.goals[0].value_texts == tuple(plan.values["toppings"])
    assert "{{" not in plan.goals[1].text


def test_forward_values_step_through_the_list_by_index(tmp_path):
    plans = plan_conversations(profile(tmp_path), 0)
    assert [p.values["pizza"] for p in plans] == [["margherita"], ["pepperoni"], ["hawaiian"]]


def test_role_with_braces_and_personality_lines(tmp_path):
    plan = plan_conversation(profile(tmp_path), 0, 0)
    assert plan.role == "You are a customer ordering a pizza {for delivery} at home."
    assert plan.context_lines == ("You are hungry.",)
    assert plan.personality and all(isinstance(line, str) for line in plan.personality)


def test_random_steps_are_drawn_within_bounds_and_recorded(tmp_path):
    loaded = profile(tmp_path, conversation={"number": 20, "goal_style": {"random steps": 4, "max_cost": 0.5}})
    plans = plan_conversations(loaded, 5)
    drawn = {p.goal_style.steps for p in plans}
    assert drawn <= {1, 2, 3, 4} and len(drawn) > 1
    assert all(p.goal_style.kind == "steps" and p.goal_style.max_cost == 0.5 for p in plans)
    assert plans[0].goal_style.written["random steps"] == 4
    assert plans[0].goal_style.written["steps"] == plans[0].goal_style.steps


def test_max_turns_caps_the_all_answered_limit(tmp_path):
    plan = plan_conversation(profile(tmp_path, conversation={"max_turns": 5}), 0, 0)
    assert plan.goal_style.kind == "all_answered" and plan.goal_style.limit == 5


def test_random_styles_are_picked_per_case_and_deterministic(tmp_path):
    styles = [{"random": ["long phrases", "all questions", {"change language": ["Spanish"]}]}]
    loaded = profile(tmp_path, conversation={"number": 12, "interaction_style": styles})
    plans = plan_conversations(loaded, 11)
    picked = [tuple(type(s) for s in p.styles) for p in plans]
    assert picked == [tuple(type(s) for s in p.styles) for p in plan_conversations(loaded, 11)]
    assert all(1 <= len(kinds) <= 3 for kinds in picked)
    assert len(set(picked)) > 1
    every = {kind for kinds in picked for kind in kinds}
    assert every <= {LongPhrases, AllQuestions, ChangeLanguageStyle}
    written = [w for p in plans for w in p.written_styles]
    assert {"change language": ["Spanish"]} in written or "long phrases" in written
