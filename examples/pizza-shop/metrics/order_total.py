"""A custom metric of the pizza-shop example: is the confirmed total what the menu says? Runs offline, no judge.

It recomputes the order's price from the values the simulated user drew (pizza, size, toppings, drink) and the
demo shop's menu, and compares it with the price extracted from the conversation. It runs only when run.yml
lists it (``evaluation.custom_metrics: [metrics/order_total.py]``); it finds the demo bot's wrong price for a
large pepperoni.
"""

from user_sim.evaluation import MetricInput, metric
from user_sim.targets.demo.menu import DRINKS, PIZZAS, TOPPING_PRICE


@metric("order_total", kind="qualitative", scope="conversation", failure_labels=["wrong"], severity="critical")
def order_total(conversation: MetricInput) -> str | tuple[str, str]:
    """``right``, ``wrong`` (with the two prices) or ``not applicable`` (no order or no price in it)."""
    values = conversation.record.values
    charged = (conversation.record.data_output or {}).get("price")
    if not isinstance(charged, (int, float)) or not {"pizza", "size"} <= set(values):
        return "not applicable"
    pizza, size = values["pizza"][0], values["size"][0]
    expected = PIZZAS[pizza][size] + TOPPING_PRICE * len(values.get("toppings", []))
    expected += sum(DRINKS[drink] for drink in values.get("drink", []))
    if abs(charged - expected) < 0.005:
        return "right"
    return "wrong", f"charged ${charged:.2f} for a {size} {pizza} order; the menu makes it ${expected:.2f}"
