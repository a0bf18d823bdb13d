from qe import CrossLingualQE

CORPUS_SIZE = 16384


def load_pairs(n):
    return [(f"Quelle phrase {i}", f"Hypothesis sentence {i}") for i in range(n)]


def main():
    pairs = load_pairs(CORPUS_SIZE)
    runner = CrossLingualQE(max_workers=2)
    calib = runner.encode([p[0] for p in pairs], seed=0)
    print(f"calibration embedding std {float(calib.std()):.3f}")
    scores = runner.run_all(pairs, batch_size=CORPUS_SIZE // 4)
    print(f"mean QE {sum(scores) / len(scores):.4f} over {len(scores)} segments")


if __name__ == "__main__":
    main()
