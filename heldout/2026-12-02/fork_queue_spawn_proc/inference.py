import torch


def serve(requests, responses):
    torch.manual_seed(0)
    weights = torch.randn(16, 4)
    while True:
        item = requests.get()
        if item is None:
            break
        req_id, values = item
        responses.put((req_id, int((torch.tensor(values) @ weights).argmax())))
