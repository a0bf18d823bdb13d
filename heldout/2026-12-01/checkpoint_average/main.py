from eval_workers import evaluate_all
from net import build_model
from swa import SWA

if __name__ == "__main__":
    swa = SWA(build_model())
    swa.update()
    evaluate_all(swa.snapshots)
