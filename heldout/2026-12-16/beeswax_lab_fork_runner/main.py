from assays import load_assays, top_adulterants
from runner import ForkRunner
from tasks import purity_task


if __name__ == "__main__":
    assays = load_assays(batches=2000, peaks=500)
    top = top_adulterants(assays, k=5)
    print("most frequent adulterant peak", int(top.flatten().mode().values), flush=True)
    runner = ForkRunner()
    jobs = [(purity_task, (i, block)) for i, block in enumerate(assays.chunk(3))]
    print("exit statuses", runner.run_all(jobs))
