from chain import MasteringChain
from session import master_album

TRACKS = ["side_a_1", "side_a_2", "side_b_1"]


def main():
    chain = MasteringChain(target_db=3.0, ceiling=0.89)
    for track, peak in master_album(chain, TRACKS):
        print(f"{track}: peak {peak:.3f}")


if __name__ == "__main__":
    main()
