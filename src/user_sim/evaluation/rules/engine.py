"""Check rules on conversations: each one (scope 1), every ordered pair (scope 2), or the set (scope all).

Verdicts: ``pass`` when the assertion is True; ``fail`` otherwise (with the ``yields`` message);
``not_applicable`` when ``when`` or ``if`` is false or the rule names something the conversation lacks;
``inconclusive`` when an LLM helper could not answer; ``error`` when the expression failed for any other
reason. An exception is never a pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation.rules.context import RuleContext
from user_sim.evaluation.rules.helpers import RULE_HELPERS
from user_sim.evaluation.rules.interpreter import Code, Frame, compile_tree
from user_sim.evaluation.rules.limits import Inconclusive, MissingName, MissingValue, RuleError
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.evaluation.rules.loading import LoadedRule
from user_sim.evaluation.rules.names import Conversation, conversation_names
from user_sim.evaluation.rules.verdicts import RuleVerdict, VerdictKind
from user_sim.evaluation.rules.view import ConvView


@dataclass(frozen=True)
class _Compiled:
    loaded: LoadedRule
    when: Code
    if_: Code
    then: Code
    yields: Code | None
    conditions: dict[str, Code]


def view_of(conversation: Conversation) -> ConvView:
    """The names of one conversation, ready for every rule (``conv`` included)."""
    names = conversation_names(conversation)
    view = ConvView(names, conversation.source)
    names["conv"] = [view]
    return view


class RuleChecker:
    """Checks a set of loaded rules; one checker per run (it holds the LLM door and its memory)."""

    def __init__(self, rules: Iterable[LoadedRule], llm: HelperLLM | None = None) -> None:
        helpers = frozenset(RULE_HELPERS.names())
        self.rules = [_compile(r, helpers) for r in rules if r.rule.active]
        self.llm = llm

    def check_conversation(self, view: ConvView) -> list[RuleVerdict]:
        """Verdicts of the single-conversation rules on one conversation."""
        return [self._single(rule, view) for rule in self.rules if rule.loaded.rule.conversations == 1]

    def check_group(self, views: list[ConvView]) -> Iterator[RuleVerdict]:
        """Verdicts of the pair and `all` rules on the whole set."""
        for rule in self.rules:
            if rule.loaded.rule.conversations == 2:
                yield from self._pairs(rule, views)
            elif rule.loaded.rule.conversations == "all":
                yield from self._set(rule, views)

    def check(self, views: list[ConvView]) -> Iterator[RuleVerdict]:
        """Every verdict: single-conversation rules first, then pair and set rules."""
        for view in views:
            yield from self.check_conversation(view)
        yield from self.check_group(views)

    def _single(self, rule: _Compiled, view: ConvView) -> RuleVerdict:
        ctx = RuleContext([view], view.names.get("interaction") or [], self.llm)
        return self._decide(rule, view.names, ctx, [view.source])

    def _pairs(self, rule: _Compiled, views: list[ConvView]) -> Iterator[RuleVerdict]:
        for first in views:
            for second in views:
                if first is not second:
                    names = {"conv": [first, second], "interaction": []}
                    ctx = RuleContext([first, second], [], self.llm)
                    yield self._decide(rule, names, ctx, [first.source, second.source])

    def _set(self, rule: _Compiled, views: list[ConvView]) -> Iterator[RuleVerdict]:
        chosen: list[ConvView] = []
        for view in views:
            ctx = RuleContext([view], view.names.get("interaction") or [], self.llm)
            outcome = self._applies(rule, view.names, ctx)
            if outcome is None:
                chosen.append(view)
            else:
                yield _verdict(rule, [view.source], *outcome)
        if not chosen:
            yield _verdict(rule, [], "not_applicable", "no conversation satisfies `when` and `if`")
            return
        ctx = RuleContext(chosen, [], self.llm, condition=self._condition_on(rule))
        yield self._decide(rule, {"conv": chosen, "interaction": []}, ctx, [v.source for v in chosen], gated=True)

    def _condition_on(self, rule: _Compiled) -> Callable[[str, ConvView], Any]:
        def condition(text: str, view: ConvView) -> Any:
            ctx = RuleContext([view], view.names.get("interaction") or [], self.llm)
            return rule.conditions[text](Frame(view.names, self._helper_door(ctx)))

        return condition

    def _applies(self, rule: _Compiled, names: Any, ctx: RuleContext) -> tuple[VerdictKind, str] | None:
        """None when `when` and `if` hold; else the verdict and why."""
        door = self._helper_door(ctx)
        try:
            if not rule.when(Frame(names, door)):
                return "not_applicable", "`when` is false"
            if not rule.if_(Frame(names, door)):
                return "not_applicable", "`if` is false"
        except RuleError as exc:
            return _failure(exc)
        return None

    def _decide(
        self, rule: _Compiled, names: Any, ctx: RuleContext, sources: list[str], *, gated: bool = False
    ) -> RuleVerdict:
        """The verdict of one check; ``gated``: `when` and `if` were already checked (per conversation of a set)."""
        refused = None if gated else self._applies(rule, names, ctx)
        if refused is not None:
            return _verdict(rule, sources, *refused)
        frame = Frame(names, self._helper_door(ctx))
        try:
            result = rule.then(frame)
        except RuleError as exc:
            return _verdict(rule, sources, *_failure(exc))
        if result is True or (isinstance(result, (int, float)) and result == 1):
            return _verdict(rule, sources, "pass", None)
        return _verdict(rule, sources, "fail", self._message(rule, frame, result))

    def _message(self, rule: _Compiled, frame: Frame, result: Any) -> str:
        reason = "" if result is False else f"returned {result!r}"
        if rule.yields is None:
            return reason or "the assertion is false"
        try:
            said = str(rule.yields(frame))
        except RuleError as exc:
            said = f"(yields failed: {exc})"
        return f"{said} ({reason})" if reason else said

    def _helper_door(self, ctx: RuleContext) -> Callable[[str, list[Any], dict[str, Any]], Any]:
        def call(name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
            try:
                return RULE_HELPERS.get(name).func(ctx, *args, **kwargs)
            except RuleError:
                raise
            except (LLMError, BudgetExceeded) as exc:
                raise Inconclusive(f"{name}(): {exc}") from None
            except Exception as exc:  # a helper given wrong arguments, or failing on odd data
                raise RuleError(f"{name}(): {type(exc).__name__}: {exc}") from None

        return call


def _compile(loaded: LoadedRule, helpers: frozenset[str]) -> _Compiled:
    yields = compile_tree(loaded.yields, helpers) if loaded.yields is not None else None
    conditions = {text: compile_tree(tree, helpers) for text, tree in loaded.conditions.items()}
    return _Compiled(
        loaded,
        compile_tree(loaded.when, helpers),
        compile_tree(loaded.if_, helpers),
        compile_tree(loaded.then, helpers),
        yields,
        conditions,
    )


def _failure(exc: RuleError) -> tuple[VerdictKind, str]:
    if isinstance(exc, (MissingName, MissingValue)):
        return "not_applicable", str(exc)
    if isinstance(exc, Inconclusive):
        return "inconclusive", str(exc)
    return "error", str(exc)


def _verdict(rule: _Compiled, sources: list[str], kind: VerdictKind, message: str | None) -> RuleVerdict:
    return RuleVerdict(
        rule=rule.loaded.rule.name,
        rule_file=rule.loaded.file,
        conversations=sources,
        verdict=kind,
        message=message,
    )
