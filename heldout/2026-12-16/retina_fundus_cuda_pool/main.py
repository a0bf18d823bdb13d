import argparse

from model import load_vessel_model
from batch import grade_clinic


def parse():
    ap = argparse.ArgumentParser(description="overnight diabetic-retinopathy grading")
    ap.add_argument("--clinic", default="eastside")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--workers", type=int, default=2)
    return ap.parse_args()


if __name__ == "__main__":
    args = parse()
    model = load_vessel_model(args.device)
    print(grade_clinic(args.clinic, model, args.device, args.workers))
