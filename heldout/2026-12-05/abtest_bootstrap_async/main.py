from bootstrap import bootstrap_variants
from experiment import Experiment

EXPERIMENT = {"name": "checkout-button", "variants": ["control", "treatment"], "users": 4096, "days": 128}
RESAMPLES = 200


def main():
    exp = Experiment(**EXPERIMENT)
    data = exp.collect()
    print("point estimates", exp.report(data))
    per_user = {v: m.daily[:, -1] for v, m in data.items()}
    print("bootstrap se", bootstrap_variants(per_user, RESAMPLES))


if __name__ == "__main__":
    main()
