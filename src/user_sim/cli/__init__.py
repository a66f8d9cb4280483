"""The console scripts: one thin module per command that parses its flags, calls one function and exits."""
