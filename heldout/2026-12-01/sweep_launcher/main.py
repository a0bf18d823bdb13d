from launcher import run_sweep
from objective import evaluate

GRID = [(0.1, 8), (0.01, 8)]

run_sweep(evaluate, GRID)
print("sweep complete")
