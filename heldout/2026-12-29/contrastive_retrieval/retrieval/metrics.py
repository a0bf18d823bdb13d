import torch


@torch.no_grad()
def recall_worker(encoder, index, query_images, targets, out, ks=(1, 5, 10)):
    q = encoder.encode_image(query_images)
    scores = q @ index.embeddings.t()
    topk = scores.topk(max(ks), dim=-1).indices
    hit = {k: int((topk[:, :k] == targets[:, None]).any(1).sum()) for k in ks}
    out.put(hit)
