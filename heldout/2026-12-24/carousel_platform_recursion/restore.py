import torch


def strip_paint(rows, width):
    layers = torch.randn(rows, width)
    return float(torch.linalg.qr(layers).R.diagonal().abs().mean())


def restore(node, depth=0):
    children = node.get("children")
    if not children:
        return {node["name"]: strip_paint(node["rows"], node["width"])}
    report = {}
    for child in children:
        report.update(restore(child, depth + 1))
    return report
