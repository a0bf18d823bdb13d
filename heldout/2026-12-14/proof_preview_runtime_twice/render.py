def page_checksum(page):
    return (page * 2654435761) % 1000
