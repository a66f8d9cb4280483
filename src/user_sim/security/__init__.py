"""The adversarial module (``sensei-security-check``), one folder per stage of a campaign.

Data flows one way::

    plan/     security.yml --load_campaign()--> Campaign (validated; a case plan per case; nothing called)
    execute/  --run_campaign()--> per case: prompt (seeded RNG, generation model) -> executor -> reply
    judge/    -> oracle (escalated to an LLM judge when inconclusive) -> verdict
    execute/  -> CaseRecord appended to results.jsonl (fsync'd) as each case finishes
    report/   --finish_campaign()--> suite + summary YAML (SENSEI layout), junit.xml, SARIF, report.html; exit code

``attacks/`` and ``oracles/`` hold the plugins (registries ``ATTACKS`` and ``ORACLES``); ``detect/`` holds the
text analysis the oracles share (normalisation, de-obfuscation, refusal, compliance, overlap, leakage, personal
data); ``command.py`` is the command end to end.
"""
