import json
from pathlib import Path

from reserving import ReserveReport
from scoring import score_claims, synth_claims

CFG = json.loads(Path(__file__).with_name("reserving.json").read_text())


def main(cfg=CFG):
    reports = []
    for batch_id, size in enumerate(cfg["batch_sizes"]):
        claims = synth_claims(size, cfg["features"])
        scored = score_claims(claims)
        report = ReserveReport(batch_id, n_sims=cfg["n_sims"], horizon=cfg["horizon"])
        report.start()
        report.join()
        reports.append(report.exitcode)
        print(f"batch {batch_id}: {size} claims, mean score {float(scored.mean()):.3f}")
    print("report exit codes:", reports)


if __name__ == "__main__":
    main()
