import multiprocessing

import torch

from eta import EtaModel, predict_hub, worker_setup

N_FEATURES, HIDDEN, PARCELS_PER_HUB = 64, 256, 4096
WORKER_THREADS = 1


def main():
    model = EtaModel(N_FEATURES, HIDDEN)
    calib = model.predict(torch.rand(PARCELS_PER_HUB, N_FEATURES))
    print(f"calibration mean ETA offset {float(calib.mean()):.4f}")
    init_args = (WORKER_THREADS, model.state_dict(), N_FEATURES, HIDDEN)
    with multiprocessing.Pool(2, initializer=worker_setup, initargs=init_args) as pool:
        for hub, eta in pool.map(predict_hub, [(h, PARCELS_PER_HUB, N_FEATURES) for h in range(1, 5)]):
            print(f"hub {hub}: mean ETA score {eta}")


if __name__ == "__main__":
    main()
