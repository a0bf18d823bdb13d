import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from turnout import load_turnout, likely_voter_weights
from districts import district_estimate


def main(districts=4):
    turnout = load_turnout(4096, 512)
    weights = likely_voter_weights(turnout)
    blocks = list(weights.chunk(districts))
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("spawn")) as ex:
        for d, est in enumerate(ex.map(district_estimate, blocks)):
            print(f"district {d}: {est:.4f}")


if __name__ == "__main__":
    main()
