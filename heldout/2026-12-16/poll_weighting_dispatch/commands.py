import multiprocessing as mp

from settings import PANEL
from survey import load_panel, rake_weights
import crosstab


def cmd_rake(args):
    panel = load_panel(PANEL["respondents"], PANEL["strata"], PANEL["seed"])
    weights = rake_weights(panel)
    print("effective strata", round(float((weights.sum(0) > 1).sum()), 1))
    blocks = list(weights.chunk(PANEL["regions"]))
    with mp.Pool(processes=PANEL["workers"]) as pool:
        shares = pool.starmap(crosstab.region_shares, enumerate(blocks))
    for region, share in sorted(shares):
        print(f"region {region}: top stratum share {share:.4f}")
    return 0


def cmd_summary(args):
    print(f"panel of {PANEL['respondents']} respondents over {PANEL['strata']} strata")
    return 0


COMMANDS = {"rake": cmd_rake, "summary": cmd_summary}
