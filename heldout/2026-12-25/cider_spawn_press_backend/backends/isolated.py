"""Backend that keeps the fermenting vats in fresh interpreters."""
START_METHOD = "spawn"
WORKERS_PER_VAT = 1
