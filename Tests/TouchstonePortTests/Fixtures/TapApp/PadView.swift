// SPDX-License-Identifier: Apache-2.0

import UIKit

@IBDesignable
@objcMembers
class PadView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
        layer.cornerRadius = cornerRadius
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
