// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// The implementation behind the seeded proxies (ERC-1967, beacon, EIP-1167 clone): a value that
/// a call through a proxy writes into the proxy's own storage.
contract Box {
    uint256 public value;

    event ValueChanged(uint256 value);

    function store(uint256 newValue) external {
        value = newValue;
        emit ValueChanged(newValue);
    }

    function version() external pure returns (string memory) {
        return "Box v1";
    }
}
