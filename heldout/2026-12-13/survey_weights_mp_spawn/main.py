from design import design_weights
from replicates import replicate_estimates

STRATA, UNITS_PER_STRATUM = 400, 1000

if __name__ == "__main__":
    w = design_weights(STRATA, UNITS_PER_STRATUM)
    print("population estimate:", round(float(w.sum()), 0))
    est = replicate_estimates(w, replicates=2)
    print("replicate log-weights:", {k: round(v, 4) for k, v in sorted(est.items())})
