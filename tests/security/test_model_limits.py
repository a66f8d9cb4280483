"""generation/simulation ``timeout`` and ``max_concurrency`` reach the campaign's model specs (and the judge's)."""

from user_sim.security.execute.case import model_spec
from user_sim.security.judge.judging import judge_model
from user_sim.security.plan.cases import OracleSpec
from user_sim.security.plan.security_file import GenerationBlock, SimulationBlock


def test_the_generation_and_simulation_blocks_carry_timeout_and_max_concurrency():
    generation = GenerationBlock(model="local", base_url="http://127.0.0.1:8080/v1", timeout=120, max_concurrency=2)
    spec = model_spec(generation, generation.temperature)
    assert (spec.timeout, spec.max_concurrency) == (120, 2)
    assert model_spec(SimulationBlock(timeout=30), 0.4).timeout == 30
    judge = judge_model(OracleSpec("llm_judge", {}), spec)
    assert (judge.timeout, judge.max_concurrency, judge.temperature) == (120, 2, 0.0)
