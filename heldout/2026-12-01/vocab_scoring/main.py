import tables
from pool_runner import run_scoring

if __name__ == "__main__":
    print("vocab coverage", tables.coverage())
    scores = run_scoring(4)
    print("scores", [round(s, 2) for s in scores])
