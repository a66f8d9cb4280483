from pydantic import BaseModel

from user_sim.chat.settings import ChatRunConfig
from user_sim.reports.run_json import MASK, build_run_info, redact, versions
from user_sim.security.settings import SecuritySettings


def test_secret_looking_keys_and_env_references_are_masked():
    params = {
        "base_url": "http://localhost:5005",
        "api_key": "sk-live-123",
        "headers": {"Authorization": "Bearer abc", "X-Trace": "plain"},
        "password": "hunter2",
        "client_secret": "s3",
        "access_token": "t0k",
        "port": "${BOT_PORT}",
        "path": "/v1/${TENANT}/chat",
        "empty_key": "",
        "proxy": "https://alice:pa55@proxy.local:8080/x",
    }
    clean = redact({"connector_params": params, "seed": 3})
    got = clean["connector_params"]
    assert got["base_url"] == "http://localhost:5005"
    for key in ("api_key", "password", "client_secret", "access_token", "port", "path"):
        assert got[key] == MASK, key
    assert got["headers"] == {"Authorization": MASK, "X-Trace": "plain"}
    assert got["empty_key"] == ""
    assert got["proxy"] == f"https://alice:{MASK}@proxy.local:8080/x"
    assert clean["seed"] == 3
    assert "sk-live" not in repr(clean) and "hunter2" not in repr(clean) and "pa55" not in repr(clean)


def test_a_credential_in_a_url_query_is_masked():
    """``?api_key=...`` written literally in connector_params was written out to run.json as it was."""
    params = {"base_url": "http://127.0.0.1:5005/v1?api_key=SECRET999&model=m&access%5Ftoken=t0k&sig=ok#top"}
    got = redact({"connector_params": params})["connector_params"]["base_url"]
    assert got == f"http://127.0.0.1:5005/v1?api_key={MASK}&model=m&access%5Ftoken={MASK}&sig=ok#top"
    assert redact("see key=value? and a=1&token=2") == "see key=value? and a=1&token=2"  # no URL: prose


def _setting_names(model: type[BaseModel]) -> list[str]:
    names = []
    for name, field in model.model_fields.items():
        names.append(name)
        for part in (field.annotation, *getattr(field.annotation, "__args__", ())):
            if isinstance(part, type) and issubclass(part, BaseModel):
                names += _setting_names(part)
    return names


def test_run_json_masks_what_target_errors_hide_and_no_setting_read_back():
    """One rule of credential names (masking.says_credential) for run.json and the target errors' secrets: a
    passphrase, a session or a signature is masked in both; no setting of a run is so named, so the commands that
    read run.json's config back (merge, --evaluate, labels) get each one as it was."""
    params = {"passphrase": "open sesame", "session_id": "s-42", "headers": {"X-Signature": "sig"}, "db_pwd": "pw"}
    info = build_run_info("run-1", command="sensei-chat", config={"connector_params": params}, seed=0, profiles=[])
    got = info["config"]["connector_params"]
    assert got == {"passphrase": MASK, "session_id": MASK, "headers": {"X-Signature": MASK}, "db_pwd": MASK}
    settings = {name: "as set" for name in [*_setting_names(ChatRunConfig), *_setting_names(SecuritySettings)]}
    assert "connector_params" in settings
    assert build_run_info("run-1", command="sensei-chat", config=settings, seed=0, profiles=[])["config"] == settings


def test_run_json_records_versions_seed_and_profiles():
    info = build_run_info(
        "run-1",
        command="sensei-chat",
        config={"connector_params": {"token": "x"}},
        seed=7,
        profiles=[{"test_name": "a", "path": "profiles/a.yml", "sha256": "00", "conversations": 2}],
    )
    assert info["seed"] == 7 and info["config"]["connector_params"]["token"] == MASK
    assert info["versions"]["user_sim"] and info["versions"]["python"]
    assert info["versions"]["pydantic"]
    assert set(versions()) >= {"user_sim", "python", "langchain-core", "chatbot-connectors"}
