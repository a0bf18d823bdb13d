from concurrent.futures import ProcessPoolExecutor

import separator

TRACKS = {"take_03": 30, "take_07": 45, "take_11": 20}


def main():
    bank = separator.mask_bank(stems=4)
    print("mask bank on", bank.device, tuple(bank.shape))
    with ProcessPoolExecutor(max_workers=2) as ex:
        for track, energy in ex.map(separator.separate, TRACKS.items()):
            print(track, [round(e) for e in energy])


if __name__ == "__main__":
    main()
