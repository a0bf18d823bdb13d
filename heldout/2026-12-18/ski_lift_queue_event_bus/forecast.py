import torch

import bus


@bus.subscribe("queue.sampled")
def forecast_waits(sample):
    # sample: skiers x wait buckets of arrival scores
    probs = torch.softmax(sample["scores"], dim=1)
    expected = probs.argmax(dim=1)
    bus.publish("queue.forecast", {"lifts": sample["lifts"], "probs": probs,
                                   "busiest": int(expected.bincount().argmax())})
