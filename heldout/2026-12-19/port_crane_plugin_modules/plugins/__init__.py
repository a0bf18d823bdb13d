"""Planner plugins. Each module exposes NAME and run(state)."""
