"""Who may do what in the hall."""


def may_open(user) -> bool:
    """Members put lots up for sale."""
    return user.role == "bidder"


def may_bid(user, lot) -> bool:
    """Members bid, never on their own lot; auctioneers never bid."""
    return user.role == "bidder" and user.id != lot.seller_id


def may_close(user, lot) -> bool:
    return user.role == "auctioneer" or user.id == lot.seller_id
