import json
import os

import torch

from broker import AlertBroker

CFG = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "broker.json")))


def night_alerts(night):
    g = torch.Generator().manual_seed(night)
    return torch.randn(CFG["alerts_per_night"], CFG["cutout_dim"], generator=g)


def main():
    broker = AlertBroker(CFG)
    try:
        broker.reference_stats(night_alerts(0))
        for night in range(1, CFG["nights"] + 1):
            broker.process_night(night, night_alerts(night))
    finally:
        broker.close()
    print(broker.history)


if __name__ == "__main__":
    main()
