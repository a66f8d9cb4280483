"""The adversarial module (``sensei-security-check``), one folder per stage of a campaign.

Data flows one way::

    plan/     security.yml --load_campaign()--> Campaign (validated; CasePlan per case; nothing called)
    execute/  --run_campaign()--> per case: prompt (seeded RNG, generation model) -> executor -> Attempt
    judge/    -> oracle -> verdict -> results.jsonl (appended, flushed)
    report/   --write_reports()--> suite + summary YAML (SENSEI layout), junit.xml; exit code; console

``attacks/`` and ``oracles/`` hold the plugins (registries ``ATTACKS`` and ``ORACLES``); ``text``, ``pii*``,
``refusal*`` and ``overlap`` are the text analysis the oracles share.
"""
