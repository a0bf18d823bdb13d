def accuracy(logits, labels):
    return (logits.argmax(1) == labels).float().mean().item()
