from handlers import assess
from zones import ZONES


def nightly():
    pending = [p for p in (assess(z) for z in ZONES) if p is not None]
    for p in pending:
        p.join()
    return [p.exitcode for p in pending]


if __name__ == "__main__":
    print("scan exit codes:", nightly())
