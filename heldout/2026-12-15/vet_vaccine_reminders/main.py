import multiprocessing as mp

from patients import due_patients
from reminders import ReminderBatch

CLINICS = ["riverside", "hilltop"]


def main():
    ctx = mp.get_context("spawn")
    procs = []
    for n, clinic in enumerate(CLINICS):
        batch = ReminderBatch(clinic)
        for row in due_patients(200, seed=n):
            batch.add(*row)
        proc = ctx.Process(target=batch.send, name=f"reminders-{clinic}")
        proc.start()
        procs.append(proc)
    for proc in procs:
        proc.join()


if __name__ == "__main__":
    main()
