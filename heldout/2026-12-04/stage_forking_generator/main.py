import os

from stages import start_stage_workers
from work import calibrate, stage_job

STAGES = [("tokenize", stage_job), ("embed", stage_job), ("index", stage_job)]


def main():
    pids = []
    for name, pid in start_stage_workers(STAGES):
        pids.append(pid)
        print(f"stage {name} started; calibration {calibrate(name)}", flush=True)
    failed = 0
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        failed += os.waitstatus_to_exitcode(status) != 0
    print("stages finished, failed:", failed)


if __name__ == "__main__":
    main()
