"""The adversarial module: attacks, oracles, executors and the campaign runner.

Data flows one way::

    security.yml --load_campaign()--> Campaign (validated; CasePlan per case; nothing called)
                 --run_campaign()---> per case: prompt (seeded RNG, generation model) -> executor -> Attempt
                                      -> oracle -> verdict -> results.jsonl (appended, flushed)
                 --write_reports()--> suite + summary YAML (SENSEI layout), junit.xml

Entry points: :func:`user_sim.security.loading.load_campaign`, :func:`user_sim.security.runner.run_campaign`,
registries ``ATTACKS`` (``security.attacks``), ``EXECUTORS`` (``security.executors``) and ``ORACLES``
(``security.oracles.base``).
"""
