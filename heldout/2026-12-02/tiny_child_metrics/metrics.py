import torch


def per_class_report(class_id, preds, labels, out):
    """Runs in its own process so a crash in a metric cannot take the trainer down."""
    p = torch.tensor(preds)
    t = torch.tensor(labels)
    tp = int(((p == class_id) & (t == class_id)).sum())
    fp = int(((p == class_id) & (t != class_id)).sum())
    fn = int(((p != class_id) & (t == class_id)).sum())
    precision = tp / max(tp + fp, 1)
    recall = tp / max(tp + fn, 1)
    out.put((class_id, tp, fp, fn, round(precision, 3), round(recall, 3)))
