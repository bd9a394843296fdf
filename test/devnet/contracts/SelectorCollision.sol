// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Never deployed: compiled only so the devnet's signature database holds a second signature for
/// HexPair.burn(uint256)'s selector 0x42966c68, as the public databases do (a known collision).
/// Its one parameter is a bytes16, so a burn's amount (low bytes set) does not fit it.
contract SelectorCollision {
    event Collated(bytes16 value);

    function collate_propagate_storage(bytes16 value) external {
        emit Collated(value);
    }
}
