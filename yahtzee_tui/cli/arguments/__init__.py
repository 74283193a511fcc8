"""The command line's arguments, one module per subcommand: declared with the standard library
and the pure layers only, so that `--help` and a wrong option cost no heavy import. Each
subcommand's parser sets `command`, the name `run_command` finds its module by, which loads
only when that command runs."""
