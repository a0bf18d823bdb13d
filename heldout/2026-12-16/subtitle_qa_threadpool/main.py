from cues import load_cues, normalise_cues
from qa import QAChecker


if __name__ == "__main__":
    cues = normalise_cues(load_cues(4096, 256))
    checker = QAChecker(threads=2)
    for name, score in checker.check_all({"fr": cues[:2048], "de": cues[2048:]}):
        print(f"{name}: reading-speed violations {score}")
