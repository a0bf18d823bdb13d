from decoder import Decoder
from replicas import run_replicas


def main():
    dec = Decoder(n_units=128, n_targets=2)
    print("decoder on", dec.device, "weights", tuple(dec.weight.shape))
    run_replicas(dec, n_sessions=2)


if __name__ == "__main__":
    main()
