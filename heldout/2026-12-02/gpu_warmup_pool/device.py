import torch


def pick_device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def warmup(model, device, batch=8):
    model.to(device)
    with torch.no_grad():
        model(torch.zeros(batch, 512, device=device))
    return model
