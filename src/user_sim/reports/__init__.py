"""Writers of conversation YAML, results.jsonl, report.yml, HTML and JUnit."""
