"""Check rules on conversations: each one (scope 1), every ordered pair (scope 2), or the set (scope all).

Verdicts: ``pass`` when the assertion is True; ``fail`` otherwise (with the ``yields`` message);
``not_applicable`` when ``when`` or ``if`` is false, the rule names something the conversation lacks, or it does
with a null value what Python refuses on None (``price > 10``; ``price == 13.5`` is evaluated, as in SENSEI);
``inconclusive`` when an LLM helper could not answer; ``error`` when the expression failed for any other
reason. An exception is never a pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, overload

from user_sim.evaluation.rules.context import RuleContext
from user_sim.evaluation.rules.helper_door import HelperDoor
from user_sim.evaluation.rules.helpers import RULE_HELPERS
from user_sim.evaluation.rules.interpreter import Code, Frame, compile_tree
from user_sim.evaluation.rules.limits import Inconclusive, MissingName, MissingValue, RuleError
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.evaluation.rules.loading import LoadedRule
from user_sim.evaluation.rules.names import Conversation, conversation_names
from user_sim.evaluation.rules.pairs import leading_terms, plan_pairs
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
    terms: list[Any]
    """Leading terms of `when` that let pair rules skip pairs known to be not applicable (see .pairs)."""


def view_of(conversation: Conversation) -> ConvView:
    """The names of one conversation, ready for every rule (``conv`` included)."""
    names = conversation_names(conversation)
    view = ConvView(names, conversation.source)
    names["conv"] = [view]
    return view


class RuleChecker:
    """Checks a set of loaded rules; one checker per run (it holds the LLM door and its memory)."""

    def __init__(self, rules: Iterable[LoadedRule], llm: HelperLLM | None = None) -> None:
        self.helpers = dict(RULE_HELPERS.items())  # looked up once: a check may call helpers many times
        helpers = frozenset(self.helpers)
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
        return self._decide(rule, self._frame(view.names, ctx), [view.source])

    def _pairs(self, rule: _Compiled, views: list[ConvView]) -> Iterator[RuleVerdict]:
        """Every ordered pair; the not-applicable ones are counted, one line per reason (there are n*(n-1))."""
        skipped: dict[str, int] = {}
        if len(views) < 2:
            return
        ctx = RuleContext([views[0], views[1]], [], self.llm)
        names = {"conv": ctx.conv, "interaction": []}
        door = HelperDoor(ctx, self.helpers).call
        for first, second in plan_pairs(rule.terms, views, skipped):
            ctx.conv[0], ctx.conv[1] = first, second
            verdict = self._decide(rule, Frame(names, door), [first.source, second.source], fold=skipped)
            if verdict is not None:
                yield verdict
        for reason, count in skipped.items():
            yield _verdict(rule, [], "not_applicable", reason, count)

    def _set(self, rule: _Compiled, views: list[ConvView]) -> Iterator[RuleVerdict]:
        chosen: list[ConvView] = []
        for view in views:
            ctx = RuleContext([view], view.names.get("interaction") or [], self.llm)
            outcome = self._applies(rule, self._frame(view.names, ctx))
            if outcome is None:
                chosen.append(view)
            else:
                yield _verdict(rule, [view.source], *outcome)
        if not chosen:
            yield _verdict(rule, [], "not_applicable", "no conversation satisfies `when` and `if`")
            return
        ctx = RuleContext(chosen, [], self.llm, condition=self._condition_on(rule))
        frame = self._frame({"conv": chosen, "interaction": []}, ctx)
        yield self._decide(rule, frame, [v.source for v in chosen], gated=True)

    def _condition_on(self, rule: _Compiled) -> Callable[[str, ConvView], Any]:
        def condition(text: str, view: ConvView) -> Any:
            ctx = RuleContext([view], view.names.get("interaction") or [], self.llm)
            return rule.conditions[text](self._frame(view.names, ctx))

        return condition

    def _frame(self, names: Any, ctx: RuleContext) -> Frame:
        return Frame(names, HelperDoor(ctx, self.helpers).call)

    def _applies(self, rule: _Compiled, frame: Frame) -> tuple[VerdictKind, str] | None:
        """None when `when` and `if` hold; else the verdict and why."""
        try:
            if not rule.when(frame):
                return "not_applicable", "`when` is false"
            if not rule.if_(frame):
                return "not_applicable", "`if` is false"
        except RuleError as exc:
            return _failure(exc)
        return None

    @overload
    def _decide(self, rule: _Compiled, frame: Frame, sources: list[str], *, gated: bool = ...) -> RuleVerdict: ...

    @overload
    def _decide(
        self, rule: _Compiled, frame: Frame, sources: list[str], *, fold: dict[str, int]
    ) -> RuleVerdict | None: ...

    def _decide(
        self,
        rule: _Compiled,
        frame: Frame,
        sources: list[str],
        *,
        gated: bool = False,
        fold: dict[str, int] | None = None,
    ) -> RuleVerdict | None:
        """The verdict of one check.

        ``gated``: `when` and `if` were already checked (per conversation of a set). ``fold``: count a
        not-applicable verdict there, by reason, instead of returning it.
        """
        refused = None if gated else self._applies(rule, frame)
        if refused is not None and fold is not None and refused[0] == "not_applicable":
            fold[refused[1]] = fold.get(refused[1], 0) + 1
            return None
        if refused is not None:
            return _verdict(rule, sources, *refused)
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
        leading_terms(loaded.when, loaded.if_) if loaded.rule.conversations == 2 else [],
    )


def _failure(exc: RuleError) -> tuple[VerdictKind, str]:
    if isinstance(exc, (MissingName, MissingValue)):
        return "not_applicable", str(exc)
    if isinstance(exc, Inconclusive):
        return "inconclusive", str(exc)
    return "error", str(exc)


def _verdict(
    rule: _Compiled, sources: list[str], kind: VerdictKind, message: str | None, count: int = 1
) -> RuleVerdict:
    # model_construct: the fields are built here, already valid (a pair rule makes a million of these)
    return RuleVerdict.model_construct(
        rule=rule.loaded.rule.name,
        rule_file=rule.loaded.file,
        conversations=sources,
        verdict=kind,
        message=message,
        count=count,
    )
