from evaluator import AsyncEvaluator

if __name__ == "__main__":
    ev = AsyncEvaluator()
    for rank in range(2):
        ev.submit(rank)
    ev.wait()
