"""A stand-in subcommand module for the dispatch test."""


def main(argv: list[str]) -> int:
    return 40 + len(argv)
